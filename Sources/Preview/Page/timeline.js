// The timeline: one row per animated key path, its bars placed over the scene's length
// from /timeline.json (the animations the engine recorded), and the selected one's
// timing function and values.
const svg = "http://www.w3.org/2000/svg";
let cursor = null;
let selected = null;

export function drawTimeline(container, detail, timeline) {
  container.replaceChildren();
  const length = timeline.length;
  const percent = (t) => `${Math.max(0, Math.min(t / length, 1)) * 100}%`;
  timeline.animations.forEach((animation, index) => {
    const begin = animation.begin ?? 0;
    const active = animation.timing.active ?? Infinity;
    const end = begin + active / (animation.timing.speed || 1);
    for (const [trackIndex, track] of animation.tracks.entries()) {
      const id = `${index}.${trackIndex}`;
      const row = element("div", "track");
      row.dataset.id = id;
      const label = element("div", "label");
      label.textContent = `${animation.layer} · ${track.keyPath}`;
      label.title = `${label.textContent}${animation.key ? ` (key ${animation.key})` : ""}`;
      const lane = element("div", "lane");
      const grouped = animation.tracks.length > 1 || track.timing.beginTime !== animation.timing.beginTime;
      const fill = animation.timing.fillMode;
      if (fill === "backwards" || fill === "both") lane.append(bar("fill", 0, begin));
      if ((fill === "forwards" || fill === "both") && !animation.removedOnCompletion && isFinite(end)) lane.append(bar("fill", end, length));
      if (grouped) lane.append(bar("span", begin, end));
      // A track's passes: within a group, from the group's begin plus its own beginTime,
      // repeating each group cycle; alone, the animation's own span.
      const cycle = grouped ? animation.timing.duration * (animation.timing.autoreverses ? 2 : 1) : Infinity;
      const own = grouped ? track.timing.beginTime : 0;
      const trackActive = grouped ? Math.min(track.timing.active ?? Infinity, cycle - own) : active;
      const pass = track.timing.duration * (track.timing.autoreverses ? 2 : 1);
      for (let start = begin + own; start < Math.min(end, length); start += cycle) {
        lane.append(bar("bar", start, Math.min(start + trackActive, end)));
        for (let tick = start + pass; tick < Math.min(start + trackActive, end, length) - 1e-9; tick += pass) {
          const mark = element("div", "tick");
          mark.style.left = percent(tick);
          lane.append(mark);
        }
        if (!isFinite(cycle)) break;
      }
      row.append(label, lane);
      row.onclick = () => select(container, detail, row, animation, track);
      container.append(row);
    }
    function bar(kind, from, to) {
      const div = element("div", kind);
      div.style.left = percent(from);
      div.style.width = `calc(${percent(Math.min(to, length))} - ${percent(from)})`;
      return div;
    }
  });
  cursor = element("div");
  cursor.id = "cursor";
  container.append(cursor);
  const again = selected && container.querySelector(`[data-id="${selected}"]`);
  if (again) again.click(); else detail.hidden = true;
}

/// The cursor at `fraction` of the scene's length, over the lanes (past their labels).
export function moveCursor(fraction) {
  if (!cursor) return;
  const lane = cursor.parentElement.querySelector(".lane");
  if (!lane) return;
  const left = lane.offsetLeft + lane.offsetWidth * Math.max(0, Math.min(fraction, 1));
  cursor.style.left = `${left}px`;
}

function select(container, detail, row, animation, track) {
  container.querySelectorAll(".track.selected").forEach((r) => r.classList.remove("selected"));
  row.classList.add("selected");
  selected = row.dataset.id;
  const t = animation.timing;
  const fields = [
    ["layer", animation.layer], ["key", animation.key ?? "—"], ["key path", track.keyPath], ["kind", track.kind],
    ["function", track.function], ["values", track.values.join(" → ") || "—"],
    ["begins", `${(animation.begin ?? 0).toFixed(3)} s (added at ${animation.addedAt.toFixed(3)} s)`],
    ["duration", `${track.timing.duration} s`], ["repeats", t.active == null ? "forever" : t.repeatDuration ? `for ${t.repeatDuration} s` : t.repeatCount],
    ["autoreverses", t.autoreverses], ["fill", t.fillMode], ["speed", t.speed], ["removed on completion", animation.removedOnCompletion],
  ];
  const list = document.createElement("dl");
  for (const [name, value] of fields) {
    const dt = element("dt"); dt.textContent = name;
    const dd = element("dd"); dd.textContent = String(value);
    list.append(dt, dd);
  }
  detail.replaceChildren(curve(track.curve), list);
  detail.hidden = false;
}

/// The timing function as a curve: x the fraction of a pass, y the fraction of the change.
function curve(values) {
  const size = 180, pad = 20, inner = size - 2 * pad;
  const low = Math.min(0, ...values), high = Math.max(1, ...values);
  const y = (v) => pad + inner * (1 - (v - low) / (high - low));
  const picture = document.createElementNS(svg, "svg");
  picture.setAttribute("width", size);
  picture.setAttribute("height", size);
  const frame = document.createElementNS(svg, "rect");
  Object.entries({ x: pad, y: y(1), width: inner, height: y(0) - y(1), fill: "none", stroke: "#ccc" })
    .forEach(([k, v]) => frame.setAttribute(k, v));
  const line = document.createElementNS(svg, "polyline");
  line.setAttribute("points", values.map((v, i) => `${pad + inner * i / (values.length - 1)},${y(v)}`).join(" "));
  line.setAttribute("fill", "none");
  line.setAttribute("stroke", "#0a64d6");
  line.setAttribute("stroke-width", "2");
  picture.append(frame, line);
  return picture;
}

function element(tag, className) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  return e;
}

// loaderanim preview: plays the scene from frames the server draws (/frame.png), keeps the
// timeline, the parameters and the presentation values beside it, and reloads when the
// server announces a change on /events. `window.preview` is the state, for the browser test.
import { drawTimeline, moveCursor } from "./timeline.js";
import { buildControls, commandLine, query } from "./controls.js";
import { showInspection } from "./inspect.js";

const $ = (id) => document.getElementById(id);
const fps = 50;   // the grid playback samples: a GIF's finest common rate

const state = {
  status: null, length: 1, time: 0, playing: true, generation: -1,
  params: {},        // name -> text: the page's changes, after the command line's --set
  pinned: null,      // the parameters pinned as A, or null
  scriptError: null, // the line the command line prints for the file on disk
  paramError: null,  // the line for a parameter value the server refused
  drawn: null,       // what the canvases show: {time, generation, params}
  reloads: 0,
};
window.preview = state;

// Frames by generation, parameters and time: a loop plays from memory after its first pass.
const frames = new Map();
function frame(time, params) {
  const url = `/frame.png?t=${time}${query(params)}`;
  const key = `${state.generation} ${url}`;
  if (!frames.has(key)) {
    const promise = fetch(url)
      .then((r) => r.ok ? r.blob() : r.text().then((text) => { throw new RequestError(text.trim()); }))
      .then((blob) => createImageBitmap(blob, { premultiplyAlpha: "none", colorSpaceConversion: "none" }));
    promise.catch(() => frames.delete(key));
    frames.set(key, promise);
    if (frames.size > 1500) frames.delete(frames.keys().next().value);
  }
  return frames.get(key);
}
class RequestError extends Error {}

// Drawing: one request at a time, always for the latest wish.
let busy = false;
async function draw() {
  const time = state.playing ? Math.round(state.time * fps) / fps % state.length : Math.round(state.time * 1000) / 1000;
  const views = [[$("canvas-b"), state.params]];
  if (state.pinned) views.push([$("canvas-a"), state.pinned]);
  const wish = JSON.stringify([time, state.generation, state.params, state.pinned]);
  if (busy || wish === lastWish) return;
  busy = true;
  try {
    const images = await Promise.all(views.map(([, params]) => frame(time, params)));
    views.forEach(([canvas], i) => paint(canvas, images[i]));
    lastWish = wish;
    state.drawn = { time, generation: state.generation, params: { ...state.params }, pinned: state.pinned && { ...state.pinned } };
    for (const [canvas] of views) Object.assign(canvas.dataset, { time, generation: state.generation });
    setParamError(null);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    lastWish = wish;
    setParamError(error.message);
  } finally {
    busy = false;
  }
}
let lastWish = null;

function paint(canvas, image) {
  if (canvas.width !== image.width || canvas.height !== image.height) {
    canvas.width = image.width;
    canvas.height = image.height;
  }
  zoom(canvas);
  const context = canvas.getContext("2d");
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
}

function zoom(canvas) {
  const factor = Number($("zoom").value) / devicePixelRatio;
  canvas.style.width = `${canvas.width * factor}px`;
  canvas.style.height = `${canvas.height * factor}px`;
}

// The clock: real time times the speed, looping over the scene's length.
let last = performance.now();
function tick(now) {
  if (state.playing) {
    let time = state.time + (now - last) / 1000 * Number($("speed").value);
    if (time >= state.length) {
      if ($("loop").checked) time %= state.length;
      else { time = state.length; setPlaying(false); }
    }
    state.time = time;
  }
  last = now;
  $("scrubber").value = state.time;
  $("time").value = `${state.time.toFixed(3)} s`;
  moveCursor(state.time / state.length);
  draw();
  inspectSoon();
  requestAnimationFrame(tick);
}

function setPlaying(playing) {
  state.playing = playing;
  $("play").textContent = playing ? "Pause" : "Play";
}

function seek(time) {
  setPlaying(false);
  state.time = Math.min(Math.max(time, 0), state.length);
}

// The presentation values, at most every 300 ms while playing.
let inspectedAt = 0, inspectedWish = null;
async function inspectSoon() {
  const wish = JSON.stringify([state.time, state.generation, state.params]);
  if (wish === inspectedWish || (state.playing && performance.now() - inspectedAt < 300)) return;
  inspectedWish = wish;
  inspectedAt = performance.now();
  const response = await fetch(`/inspect.json?t=${Math.round(state.time * 1000) / 1000}${query(state.params)}`);
  if (response.ok) await showInspection($("inspect"), await response.json());
}

// The scene's parameters, timeline and command for the current generation and parameters.
async function refresh() {
  const [params, timeline] = await Promise.all(
    ["params", "timeline"].map((name) => fetch(`/${name}.json?${query(state.params).slice(1)}`)));
  if (params.ok) buildControls($("params"), await params.json(), state.params, changeParameter);
  if (timeline.ok) {
    const data = await timeline.json();
    state.length = data.length;
    $("scrubber").max = data.length;
    drawTimeline($("timeline"), $("animation-detail"), data);
  }
  showCommand();
}

function changeParameter(name, value) {
  if (value === null) delete state.params[name]; else state.params[name] = value;
  showCommand();
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(refresh, 150);
}
let refreshTimer;

function showCommand() {
  const line = commandLine(state.status, state.params);
  $("command").textContent = line;
  $("download").href = `/render.gif?${query(state.params).slice(1)}`;
  $("download").download = `${state.status.scene}.gif`;
}

function showError() {
  const line = state.scriptError ?? state.paramError;
  $("error").hidden = !line;
  $("error").textContent = line ?? "";
}
function setParamError(line) {
  if (state.paramError === line) return;
  state.paramError = line;
  showError();
}

// Reloads and errors from the server.
function listen() {
  const events = new EventSource("/events");
  const apply = async (message, reloaded) => {
    const data = JSON.parse(message.data);
    state.scriptError = data.error;
    showError();
    if (data.generation !== state.generation) {
      state.generation = data.generation;
      frames.clear();
      await refresh();
      if (reloaded) flashReloaded();
    }
  };
  events.addEventListener("hello", (m) => apply(m, false));
  events.addEventListener("reload", (m) => apply(m, true));
  events.addEventListener("error", (m) => { if (m.data) apply(m, false); });
}

function flashReloaded() {
  state.reloads += 1;
  $("reloaded").hidden = false;
  clearTimeout(flashTimer);
  flashTimer = setTimeout(() => { $("reloaded").hidden = true; }, 1200);
}
let flashTimer;

function wire() {
  $("play").onclick = () => setPlaying(!state.playing);
  $("step-back").onclick = () => seek((Math.round(state.time * fps) - 1) / fps);
  $("step-forward").onclick = () => seek((Math.round(state.time * fps) + 1) / fps);
  $("scrubber").oninput = (e) => seek(Number(e.target.value));
  $("zoom").onchange = () => document.querySelectorAll("canvas").forEach(zoom);
  $("checker").onchange = (e) => document.querySelectorAll(".canvas-box").forEach((box) => box.classList.toggle("checker", e.target.checked));
  $("pin").onclick = () => pin({ ...state.params });
  $("unpin").onclick = () => pin(null);
  $("copy").onclick = () => navigator.clipboard?.writeText($("command").textContent);
  document.addEventListener("keydown", (e) => {
    if (e.key === " " && e.target === document.body) { e.preventDefault(); setPlaying(!state.playing); }
  });
}

function pin(params) {
  state.pinned = params;
  $("view-a").hidden = !params;
  $("caption-b").hidden = !params;
  $("unpin").hidden = !params;
}

async function start() {
  state.status = await (await fetch("/status.json")).json();
  state.generation = state.status.generation;
  state.scriptError = state.status.error;
  document.title = `${state.status.scene} · loaderanim preview`;
  $("title").textContent = state.status.scene;
  $("file").textContent = state.status.file;
  wire();
  showError();
  await refresh();
  listen();
  requestAnimationFrame(tick);
}
start();

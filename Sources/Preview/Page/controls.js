// Controls made from the scene's parameters (/params.json), and the command line that
// renders what the page shows.

/// `&set=name=value` for each of the page's changes.
export function query(params) {
  return Object.entries(params).map(([name, value]) => `&set=${encodeURIComponent(`${name}=${value}`)}`).join("");
}

/// Rebuilds the form for `report`, showing `changes` over the scene's values; `onChange`
/// hears (name, text) on every edit, or (name, null) when a value returns to the scene's.
export function buildControls(form, report, changes, onChange) {
  const focused = document.activeElement?.dataset?.name;
  form.replaceChildren();
  for (const p of report.parameters) {
    const label = document.createElement("label");
    label.title = `${p.help} (${p.type}, default ${p.default})`;
    const name = document.createElement("span");
    name.textContent = p.name;
    const shown = document.createElement("output");
    const input = control(p);
    input.dataset.name = p.name;
    const value = changes[p.name] ?? p.value;
    setValue(input, p, value);
    shown.textContent = input.type === "range" ? value : "";
    const changed = () => {
      const text = valueOf(input);
      shown.textContent = input.type === "range" ? text : "";
      onChange(p.name, text === p.value && !(p.name in changes && changes[p.name] !== text) ? null : text);
    };
    input.addEventListener(input.type === "text" ? "change" : "input", changed);
    label.append(name, input, shown);
    form.append(label);
    if (focused === p.name) input.focus();
  }
}

function control(p) {
  const input = document.createElement(p.choices ? "select" : "input");
  if (p.choices) {
    for (const choice of p.choices) input.append(new Option(choice, choice));
  } else if ((p.type === "number" || p.type === "integer") && p.min != null && p.max != null) {
    Object.assign(input, { type: "range", min: p.min, max: p.max, step: p.type === "integer" ? 1 : niceStep(p.max - p.min) });
  } else if (p.type === "number" || p.type === "integer") {
    Object.assign(input, { type: "number", step: p.type === "integer" ? 1 : "any" });
    if (p.min != null) input.min = p.min;
    if (p.max != null) input.max = p.max;
  } else if (p.type === "boolean") {
    input.type = "checkbox";
  } else if (p.type === "color" && /^#[0-9a-f]{6}$/i.test(p.value)) {
    input.type = "color";
  } else {
    input.type = "text";
  }
  return input;
}

/// A round step giving 100 to 1000 positions over `range`: 0.1 for 0.5...20.
function niceStep(range) {
  return 10 ** Math.floor(Math.log10(range / 100));
}

function setValue(input, p, value) {
  if (input.type === "checkbox") input.checked = value === "true";
  else input.value = value;
}

function valueOf(input) {
  if (input.type === "checkbox") return String(input.checked);
  if (input.type === "range") return String(Math.round(Number(input.value) * 1e6) / 1e6);
  return input.value;
}

/// `loaderanim render` with the command line's options and --set, then the page's changes.
export function commandLine(status, params) {
  const scene = status.file.startsWith("builtin:") ? status.scene : status.file;
  const sets = [...status.parameters, ...Object.entries(params).map(([n, v]) => `${n}=${v}`)];
  return ["loaderanim", "render", scene, ...status.options, ...sets.flatMap((s) => ["--set", s]), "--out", `${status.scene}.gif`]
    .map(quote).join(" ");
}

function quote(word) {
  return /^[\w.,:/=+#@%-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

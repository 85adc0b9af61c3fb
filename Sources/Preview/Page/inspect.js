// The presentation tree at the cursor (/inspect.json), one collapsible entry per layer;
// what was open stays open when the values change.
const open = new Set(["0"]);

export function showInspection(container, tree) {
  container.replaceChildren(...tree.layers.map((layer, i) => entry(layer, String(i))));
}

function entry(layer, path) {
  const details = document.createElement("details");
  details.open = open.has(path);
  details.ontoggle = () => (details.open ? open.add(path) : open.delete(path));
  const summary = document.createElement("summary");
  summary.textContent = `${layer.name || "(unnamed)"} · ${layer.type}`;
  const table = document.createElement("table");
  for (const [key, value] of Object.entries(layer.properties)) {
    const row = table.insertRow();
    row.insertCell().textContent = key;
    row.insertCell().textContent = format(value);
  }
  details.append(summary, table);
  layer.sublayers.forEach((sub, i) => details.append(entry(sub, `${path}.${i}`)));
  if (layer.mask) details.append(entry({ ...layer.mask, name: `mask: ${layer.mask.name}` }, `${path}.mask`));
  return details;
}

function format(value) {
  if (typeof value === "number") return String(Math.round(value * 1e4) / 1e4);
  if (Array.isArray(value)) return `[${value.map(format).join(", ")}]`;
  if (value && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

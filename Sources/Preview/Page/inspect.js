// The presentation tree at the cursor (/inspect.json), one collapsible entry per layer;
// what was open stays open when the values change. A property at Core Animation's nil
// (no shadowPath, no contents, no mask...) reads "none", not the empty value's JSON.
const open = new Set(["0"]);
// Key path -> the value inspect prints for nil, as JSON text (/nil-values.json, fetched once).
const nilValues = fetch("/nil-values.json")
  .then((response) => (response.ok ? response.json() : {}))
  .then((values) => new Map(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)])))
  .catch(() => new Map());

export async function showInspection(container, tree) {
  const nils = await nilValues;
  container.replaceChildren(...tree.layers.map((layer, i) => entry(layer, String(i), nils)));
}

function entry(layer, path, nils) {
  const details = document.createElement("details");
  details.open = open.has(path);
  details.ontoggle = () => (details.open ? open.add(path) : open.delete(path));
  const summary = document.createElement("summary");
  summary.textContent = `${layer.name || "(unnamed)"} · ${layer.type}`;
  const table = document.createElement("table");
  for (const [key, value] of Object.entries(layer.properties)) {
    const row = table.insertRow();
    row.insertCell().textContent = key;
    row.insertCell().textContent = nils.get(key) === JSON.stringify(value) ? "none" : format(value);
  }
  const mask = table.insertRow();
  mask.insertCell().textContent = "mask";
  mask.insertCell().textContent = layer.mask ? layer.mask.name || "(unnamed)" : "none";
  details.append(summary, table);
  layer.sublayers.forEach((sub, i) => details.append(entry(sub, `${path}.${i}`, nils)));
  if (layer.mask) details.append(entry({ ...layer.mask, name: `mask: ${layer.mask.name}` }, `${path}.mask`, nils));
  return details;
}

function format(value) {
  if (typeof value === "number") return String(Math.round(value * 1e4) / 1e4);
  if (Array.isArray(value)) return `[${value.map(format).join(", ")}]`;
  if (value && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

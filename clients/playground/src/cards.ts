// Card faces drawn by the page: a rank and a suit sign in SVG (no image files).
import type { Labels } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";

function svgElement(name: string, attrs: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
  return element;
}

/** The suit's sign: a coin (oros), a cup (copas), a sword (espadas) or a club (bastos). */
export function suitSign(suit: string): SVGElement {
  const svg = svgElement("svg", { viewBox: "0 0 40 40", class: "suit-sign", "aria-hidden": "true",
    focusable: "false" });
  switch (suit) {
    case "O":
      svg.append(svgElement("circle", { cx: "20", cy: "20", r: "15", class: "fill" }),
        svgElement("circle", { cx: "20", cy: "20", r: "9", class: "line" }),
        svgElement("circle", { cx: "20", cy: "20", r: "3", class: "dot" }));
      break;
    case "C":
      svg.append(svgElement("path", { d: "M8 7 H32 C32 19 26 23 22 24 V31 H28 V35 H12 V31 H18 V24 C14 23 8 19 8 7 Z",
        class: "fill" }),
      svgElement("path", { d: "M11 11 H29", class: "line" }));
      break;
    case "E":
      svg.append(svgElement("path", { d: "M20 3 L23 8 V27 H17 V8 Z", class: "fill" }),
        svgElement("path", { d: "M11 27 H29", class: "guard" }),
        svgElement("path", { d: "M20 29 V36", class: "guard" }));
      break;
    default:
      svg.append(svgElement("path", { d: "M15 4 C22 2 27 6 26 11 L24 36 C23 38 17 38 16 36 L13 11 C12 8 13 5 15 4 Z",
        class: "fill" }),
      svgElement("path", { d: "M16 14 L22 15 M17 22 L23 23 M17 30 L22 30", class: "line" }));
  }
  return svg;
}

export function rankOf(code: string): string {
  return code.slice(0, -1);
}

export function suitOf(code: string): string {
  return code.slice(-1);
}

/** "rey de copas", "3 of cups". */
export function cardName(code: string, labels: Labels): string {
  const rank = rankOf(code);
  return labels.cardName(labels.ranks[rank] ?? rank, labels.suits[suitOf(code)] ?? suitOf(code));
}

/** A card face (a span; the caller wraps it in a button when it can be played). */
export function cardFace(code: string, labels: Labels, small = false): HTMLElement {
  const face = document.createElement("span");
  face.className = `card suit-${suitOf(code)}${small ? " small" : ""}`;
  face.dataset["card"] = code;
  // the rank in two corners, drawn by the style sheet (::before, ::after) from data-rank: no
  // text of its own, so the accessible name is the holder's label alone
  face.dataset["rank"] = rankOf(code);
  face.append(suitSign(suitOf(code)));
  return face;
}

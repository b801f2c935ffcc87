/**
 * A shape's path (drawn in a 100 × 100 box) scaled to a line box of
 * `width` × `height` px. Scaling the coordinates, not the SVG, keeps the
 * stroke as thick as configured in both directions and lets `pathLength`
 * drive the draw animation exactly. The shapes use only absolute commands
 * with x y pairs (M, L, C, Q, S, T, Z), so the numbers alternate x and y.
 */
export function scalePath(d: string, width: number, height: number): string {
  let index = 0;
  return d.replace(/-?\d*\.?\d+/g, (number) => {
    const scale = index++ % 2 === 0 ? width / 100 : height / 100;
    return String(Math.round(Number(number) * scale * 100) / 100);
  });
}

/** Types of scripts/scene-art.mjs for the tests. */
export interface DrawnImage {
  width: number;
  height: number;
  /** [r, g, b] per index */
  palette: number[][];
  /** indices into `palette`, row by row */
  pixels: Uint8Array;
}
export const ART_SCALE: number;
export const SCENES_DIR: string;
export const ART_DIR: string;
export function artPath(sceneFile: string): string;
export function backgroundOf(sceneFile: string): { src: string; fit: "fill" };
export function regionKind(region: object): string;
export function drawScene(scene: object, scale?: number): DrawnImage;
export function encodePng(image: DrawnImage): Buffer;
export function decodePng(png: Buffer): DrawnImage;
export function sameImage(a: DrawnImage, b: DrawnImage): boolean;
export function run(root: string, options?: { check?: boolean }): string[];

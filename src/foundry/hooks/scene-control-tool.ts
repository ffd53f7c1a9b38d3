/**
 * One GM button on core's Token scene controls, for the `getSceneControlButtons` hook. v13 passes a
 * record of controls with `tools` records
 * (https://foundryvtt.com/api/functions/hookEvents.getSceneControlButtons.html: its example sets
 * `controls.tokens.tools.myTool = {name, title, icon, order, button: true, visible, onChange}`;
 * foundry.SceneControl `tools: Record<string, SceneControlTool>`).
 * @module
 */
import { SYSTEM_ID } from "../constants";

/** The v13 scene-control tool shape (foundry.SceneControlTool), as much as is set here. */
export interface ControlTool {
  name: string;
  title: string;
  icon: string;
  order: number;
  button: boolean;
  visible: boolean;
  onChange: () => void;
}

/** The controls record the hook passes, as much as is read here. */
export type SceneControls = Record<string, { tools?: Record<string, ControlTool> }>;

/**
 * Adds a button seen by the GM only at the end of the Token controls, named `stride-<id>`.
 * Nothing when the controls have no Token tools.
 * @param title lang key of the button's tooltip
 * @param icon Font Awesome classes
 */
export function addGMTokenTool(
  controls: SceneControls,
  tool: { readonly id: string; readonly title: string; readonly icon: string; readonly onChange: () => void },
): void {
  const tools = controls["tokens"]?.tools;
  if (!tools) return;
  const name = `${SYSTEM_ID}-${tool.id}`;
  tools[name] = {
    name,
    title: tool.title,
    icon: tool.icon,
    order: Object.keys(tools).length,
    button: true,
    visible: game.user?.isGM === true,
    onChange: tool.onChange,
  };
}

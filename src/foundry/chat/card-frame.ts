/**
 * A Stride card's whole chat message, rendered by its data model: core's `ChatMessage#renderHTML`
 * defers to `system.renderHTML(options)` when the data model has one and fires
 * `renderChatMessageHTML` with what it returns, so every hook (other modules, Dice So Nice) sees
 * the real card, never an empty body filled in afterwards.
 *
 * Evidence: core issue foundryvtt/foundryvtt#11984 (`ChatMessage#renderHTML` defers to
 * `system#renderHTML` if defined); the core code quoted in Foundryborne/daggerheart#1199 calls
 * `system.renderHTML({canDelete, canClose, ...rest})` and then
 * `Hooks.callAll("renderChatMessageHTML", this, html)`; foundryvtt/foundryvtt#13588: extending the
 * document's `renderHTML` runs after the hooks. Draw Steel's `StandardModel#renderHTML` builds the
 * whole `<li>` the same way on v13 (0.11.x) and v14 (1.0.x): frame classes, `data-message-id`,
 * header with sender, timestamp, delete and dismiss controls and whisper targets
 * (src/module/data/message/standard.mjs, templates/sidebar/chat/parts/header.hbs). A card whose
 * content the user may not see (`ChatMessage#isContentVisible`: a blind roll's author) shows a
 * notice instead of its result and buttons, as draw-steel's render hook skips such messages.
 * docs/foundry-evidence.md § 14.
 * @module
 */
import { systemPath } from "../constants";
import { guardAsync } from "../notify";

/** The frame's template. */
export const CARD_FRAME_TEMPLATE = systemPath("templates/chat/card-frame.hbs");

/** What the frame reads of a ChatMessage (v13/v14 document properties). */
export interface FramedMessage {
  readonly id: string | null;
  readonly type?: string;
  /** The speaker's name (`ChatMessage#alias`). */
  readonly alias: string;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  /** Ids of the users the message is whispered to. */
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly flavor?: string | null;
  /** Whether the current user may see the content (`ChatMessage#isContentVisible`). */
  readonly isContentVisible: boolean;
}

/** The options core passes to `renderHTML` (chat log, popout, notification). */
export interface CardFrameOptions {
  /** Show the delete control; by default for GMs. */
  readonly canDelete?: boolean;
  /** Show the dismiss control (notifications). */
  readonly canClose?: boolean;
  /** A CSS colour for the frame's border. */
  readonly borderColor?: string | null;
}

/** What the frame asks of Foundry (tests pass their own). */
export interface CardFrameEnv {
  readonly isGM: boolean;
  localize(key: string): string;
  /** A timestamp as core's chat log writes it ("2 minutes ago"). */
  timeSince(timestamp: number): string;
  /** A user's name by id, if known. */
  userName(id: string): string | undefined;
  renderTemplate(path: string, data: object): Promise<string>;
}

/** The frame template's data. */
export interface CardFrameView {
  readonly id: string;
  readonly alias: string;
  readonly time: string;
  readonly whisper: boolean;
  readonly blind: boolean;
  readonly whisperTo: string;
  readonly flavor: string;
  readonly canDelete: boolean;
  readonly canClose: boolean;
  readonly deleteLabel: string;
  readonly dismissLabel: string;
  readonly borderColor: string;
  /** The content is hidden from this user: a notice stands for the card. */
  readonly hidden: boolean;
  /** The card's HTML (rendered by its own template, which escapes its text). */
  readonly body: string;
}

/** The frame's data for a message, its card's HTML and core's options. Core's lang keys: `Delete`, `CHAT.Dismiss`, `CHAT.To`. */
export function cardFrameView(
  message: FramedMessage,
  body: string,
  options: CardFrameOptions,
  env: Pick<CardFrameEnv, "isGM" | "localize" | "timeSince" | "userName">,
): CardFrameView {
  const names = message.whisper.map((id) => env.userName(id)).filter((name): name is string => !!name);
  return {
    id: message.id ?? "",
    alias: message.alias,
    time: env.timeSince(message.timestamp),
    whisper: message.whisper.length > 0,
    blind: message.blind,
    whisperTo: names.length ? `${env.localize("CHAT.To")}: ${names.join(", ")}` : "",
    flavor: typeof message.flavor === "string" ? message.flavor : "",
    canDelete: options.canDelete ?? env.isGM,
    canClose: options.canClose === true,
    deleteLabel: env.localize("Delete"),
    dismissLabel: env.localize("CHAT.Dismiss"),
    borderColor: typeof options.borderColor === "string" ? options.borderColor : "",
    hidden: !message.isContentVisible,
    body,
  };
}

/** Foundry as the frame reads it. */
function foundryFrameEnv(): CardFrameEnv {
  return {
    isGM: game.user?.isGM === true,
    localize: (key) => game.i18n!.localize(key),
    timeSince: (timestamp) => foundry.utils.timeSince(new Date(timestamp)),
    userName: (id) => game.users?.get(id)?.name ?? undefined,
    renderTemplate: (path, data) =>
      foundry.applications.handlebars.renderTemplate(path, data as Record<string, unknown>),
  };
}

/** The first element of an HTML string. */
function parseElement(html: string): HTMLElement | null {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  return template.content.firstElementChild as HTMLElement | null;
}

/** The bare frame core's chat log needs (`li[data-message-id]` with a `.message-content`), for when rendering failed. */
function bareFrame(message: FramedMessage): HTMLElement {
  const li = document.createElement("li");
  li.className = "stride chat-message message flexcol";
  li.dataset["messageId"] = message.id ?? "";
  const content = document.createElement("div");
  content.className = "message-content";
  li.append(content);
  return li;
}

/**
 * The message's whole element with its card inside, for `system.renderHTML`: the card is rendered
 * only when the user may see the content; otherwise a notice stands for it. Never rejects: a card
 * that fails to render is logged and shown once per card type (notify.ts, so a log of broken old
 * cards shows one notification) and its frame comes back empty.
 * @param renderCard the card's HTML from the data model's fields
 */
export async function renderCardMessage(
  message: FramedMessage,
  renderCard: () => Promise<string>,
  options: CardFrameOptions = {},
  env: CardFrameEnv = foundryFrameEnv(),
): Promise<HTMLElement> {
  const where = `chat card (${message.type ?? "?"})`;
  const body = message.isContentVisible ? await guardAsync(where, "", renderCard) : "";
  const element = await guardAsync(where, null, async () =>
    parseElement(await env.renderTemplate(CARD_FRAME_TEMPLATE, cardFrameView(message, body, options, env))),
  );
  return element ?? bareFrame(message);
}

/** A card's data model: its message (`parent`) and its card's HTML. */
export interface CardModel {
  readonly parent: unknown;
  renderCard(): Promise<string>;
}

/** `system.renderHTML` of a card data model: the model's message framed around its card ({@link renderCardMessage}). */
export function renderCardModel(model: CardModel, options?: CardFrameOptions): Promise<HTMLElement> {
  return renderCardMessage(model.parent as FramedMessage, () => model.renderCard(), options);
}

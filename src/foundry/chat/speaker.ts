/**
 * The speaker of a card: `ChatMessage.getSpeaker({actor, token})` for the documents a card reads
 * through its narrow shapes (CardActor, a token with a uuid). At run time they are Foundry's Actor
 * and TokenDocument, which is what core reads (https://foundryvtt.com/api/classes/foundry.documents.ChatMessage.html#getspeaker).
 * @module
 */

/** The speaker data of a message spoken by this actor (and token, when there is one). */
export function speakerOf(actor: unknown, token: unknown = null): ChatMessage.SpeakerData {
  return ChatMessage.getSpeaker({
    actor: actor as Actor.Implementation | null,
    token: token as TokenDocument.Implementation | null,
  });
}

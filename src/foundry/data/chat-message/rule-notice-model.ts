/**
 * The `ruleNotice` ChatMessage subtype: a ruleset's notice without a roll (chat/rule-notice.ts), its
 * CardText and the mover's name, rendered from these fields each time the message is shown. It
 * declares no actions. `ObjectField` holds the text's values
 * (https://foundryvtt.com/api/classes/foundry.data.fields.ObjectField.html), as the movement test
 * card keeps its request's options (movement-test-model.ts); Splittermond's chat card model keeps
 * free-form card data in ObjectFields the same way (kdomke/Splittermond module/data/SplittermondChatCardModel.js).
 * @module
 */
import { StrideCardModel } from "./card-model";
import { RULE_NOTICE, ruleNoticeContext } from "../../chat/rule-notice";

/** The schema of a rule notice. */
function defineRuleNoticeSchema() {
  const { StringField, SchemaField, ObjectField } = foundry.data.fields;
  return {
    rulesetId: new StringField({ required: true, blank: true, initial: "" }),
    mover: new StringField({ required: true, blank: true, initial: "" }),
    text: new SchemaField({
      key: new StringField({ required: true, blank: true, initial: "" }),
      data: new ObjectField({ required: false, nullable: true, initial: null }),
    }),
    /**
     * The title's lang key (a passenger's injury card, chat/collision-card.ts); blank: the default
     * title. Not required, so notices stored before it validate
     * (https://foundryvtt.com/api/classes/foundry.data.fields.StringField.html).
     */
    title: new StringField({ required: false, blank: true, initial: "" }),
  };
}

/** The schema's shape. */
export type RuleNoticeSchema = ReturnType<typeof defineRuleNoticeSchema>;

/** The data model of `ruleNotice` chat messages. */
export class StrideRuleNoticeModel extends StrideCardModel<RuleNoticeSchema> {
  /** The notice's type and template; it has no buttons (chat/rule-notice.ts). */
  static override readonly metadata = RULE_NOTICE;

  /** @inheritDoc */
  static override defineSchema(): RuleNoticeSchema {
    return defineRuleNoticeSchema();
  }

  /** The notice's template data from this data. */
  cardContext() {
    return ruleNoticeContext(this);
  }
}

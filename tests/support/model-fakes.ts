/**
 * Small fakes of the Foundry data classes an actor data model's schema and preparation use:
 * NumberField (its initial may be null), StringField, BooleanField and SchemaField keeping their
 * options and children, and TypeDataModel with source data on the instance, migration, its prepare hooks
 * and an update hook that allows the update. Shared by the model tests of
 * rulesets whose schemas use only these fields.
 */

export class NumberField {
  constructor(readonly options: { initial: number | null; nullable?: boolean }) {}
}
export class BooleanField {
  constructor(readonly options: { initial: boolean }) {}
}
export class StringField {
  constructor(readonly options: { initial: string; choices?: readonly string[] }) {}
}
export class SchemaField {
  constructor(readonly fields: Record<string, NumberField | StringField | BooleanField | SchemaField>) {}
}

export class TypeDataModel {
  parent: unknown = null;
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  static migrateData(source: object) {
    return source;
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  async _preUpdate(_changes: object, _options: object, _user: object): Promise<boolean | void> {
    return undefined;
  }
}

/** Installs the fakes as `foundry.abstract` and `foundry.data.fields`. */
export function installModelFakes(): void {
  Object.assign(globalThis, {
    foundry: { abstract: { TypeDataModel }, data: { fields: { NumberField, StringField, BooleanField, SchemaField } } },
  });
}

/** A schema's initial values, as Foundry fills a new document. */
export function initialOf(field: NumberField | StringField | BooleanField | SchemaField): unknown {
  if (field instanceof NumberField || field instanceof StringField || field instanceof BooleanField) {
    return field.options.initial;
  }
  return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, initialOf(f)]));
}

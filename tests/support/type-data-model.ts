/**
 * Foundry's `foundry.abstract.TypeDataModel` reduced to what Stride's chat card models use in
 * tests: the source's fields on the instance, `parent`, and `toObject`. Installed as
 * `foundry.abstract.TypeDataModel` before a model module is imported.
 */
export class TypeDataModel {
  parent: unknown = null;
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  toObject(): object {
    return structuredClone({ ...this, parent: undefined });
  }
}

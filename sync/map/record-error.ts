/** A CMS record that passed its schema but breaks a mapping rule (an unsafe URL, a bad pattern). */
export class RecordError extends Error {
  override name = 'RecordError';
}

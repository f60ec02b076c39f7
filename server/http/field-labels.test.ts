import { describe, expect, it } from 'vitest';
import * as contract from '../../contract/index';
import * as notifications from '../../contract/notifications';
import * as twoFactor from '../../contract/two-factor';
import { FIELD_LABELS, fieldLabel, fieldProblem } from '../../contract/labels';

type Def = {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
  element?: { _zod: { def: Def } };
};

/** Every field name a request body can carry, nested objects and unions included. */
function fieldsOf(def: Def, into = new Set<string>()): Set<string> {
  if (def.shape) {
    for (const [name, schema] of Object.entries(def.shape)) {
      into.add(name);
      fieldsOf(schema._zod.def, into);
    }
  }
  for (const inner of [def.innerType, def.in, def.element, ...(def.options ?? [])]) {
    if (inner) fieldsOf(inner._zod.def, into);
  }
  return into;
}

const bodies = Object.entries({ ...contract, ...notifications, ...twoFactor }).flatMap(
  ([name, value]) => {
    const body = (value as { body?: { _zod?: { def: Def } } } | null)?.body;
    return value && typeof value === 'object' && 'method' in value && body?._zod
      ? [[name, body._zod.def] as const]
      : [];
  },
);

describe('field labels', () => {
  it('finds the request bodies of the contract', () => {
    expect(bodies.length).toBeGreaterThan(20);
  });

  it.each(bodies)('%s: every field a person fills has a label of its own', (_name, def) => {
    const unlabelled = [...fieldsOf(def)].filter((field) => !Object.hasOwn(FIELD_LABELS, field));
    expect(unlabelled).toEqual([]);
  });

  it('puts the label, never the field name, in front of a predicate', () => {
    expect(fieldProblem('phoneNo', 'is required')).toBe('Phone number is required');
    expect(fieldProblem('mobileNumber', 'must be at most 20 characters')).toBe(
      'Mobile number must be at most 20 characters',
    );
    expect(fieldProblem('items.0.package_name', 'is required')).toBe('Package is required');
    expect(fieldProblem('email', 'Please enter a valid email')).toBe('Please enter a valid email');
    expect(fieldLabel('someNewField')).toBe('Some new field');
  });
});

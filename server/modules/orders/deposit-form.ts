import type { FastifyRequest } from 'fastify';
import { fieldProblem } from '../../../contract/labels';
import { createOrderFields } from '../../../contract/orders';
import { holdsNul, NUL_MESSAGE } from '../../http/input';
import { guards } from '../../shared/guards';
import { DomainError } from '../../shared/errors';
import { findPackage } from '../catalogue/catalogue';

/** A package named in a form, or 400. */
export function packageNamed(name: string) {
  const pkg = findPackage(name);
  if (!pkg) throw new DomainError('invalid', `${name} is not one of our packages`);
  return pkg;
}

/** Reads the deposit form: one screenshot and the spec §7 text fields, with hard limits. */
export async function readDepositForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new DomainError(
      'unsupported',
      'Send the order as multipart/form-data with the screenshot',
    );
  }
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image' || image) {
        part.file.resume();
        throw new DomainError('invalid', 'Please upload one screenshot');
      }
      image = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (guards.refuseUnreadableInput && holdsNul(fields))
    throw new DomainError('invalid', NUL_MESSAGE);
  const parsed = createOrderFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError(
      'invalid',
      fieldProblem(issue?.path.join('.') ?? '', issue?.message ?? 'is invalid'),
    );
  }
  // Spec §5's wording: the original client shows this message as it comes.
  if (!image || image.length === 0) {
    throw new DomainError('invalid', 'Please upload a screenshot before submitting.');
  }
  return { fields: parsed.data, image };
}

/** Input schemas of the clinical data entry calls (../cde.ts), one export per call, named as the call. */
import { z } from 'zod';
import { CDE_STATUSES } from '../../domain/entities';
import { CDE_WORKLIST_VIEWS, DIAGNOSIS_STATUSES } from '../../domain/cde';
import { idParams, none, text, uuid } from './common';

/** Form ids and category keys are short slugs chosen by whoever writes the forms. */
const slug = () => z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'expected a short identifier');

const value = z.union([text(500), z.number(), z.boolean(), z.null()]);
const attachment = z.strictObject({
  attachmentUrl: text(300),
  attachmentFilename: text(255),
  dateOfService: text(10),
});
const entry = z.strictObject({
  values: z.record(slug(), value),
  attachments: z.array(attachment).max(20),
  serviceProviderNpi: text(20).optional(),
  serviceProviderTypeCode: text(64).optional(),
});
const submission = z.strictObject({
  beneficiaryId: uuid(),
  gapId: uuid(),
  formId: slug(),
  data: z.strictObject({ entries: z.record(slug(), entry) }),
});
const reason = z.strictObject({ reason: text(1000) });

export const gapsInCare = { params: idParams };
export const form = { params: z.strictObject({ formId: slug() }) };
export const request = { params: idParams };
export const submit = { body: submission };
export const resubmit = { params: idParams, body: submission };
export const claim = { params: idParams };
export const clear = { params: idParams };
export const approve = { params: idParams, body: reason };
export const reject = { params: idParams, body: reason };
export const update = { params: idParams, body: reason };
export const rejectionReasons = none;
/** The form and category the file is for: its allowed types are checked against the file's content. */
export const upload = { query: z.strictObject({ formId: slug(), category: slug() }) };
export const removeAttachment = { params: idParams };
export const signedUrl = { body: z.strictObject({ url: text(300) }) };
export const download = {
  params: idParams,
  query: z.strictObject({ expires: z.string().regex(/^\d{1,15}$/), signature: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) }),
};
export const worklist = {
  query: z.strictObject({
    view: z.enum(CDE_WORKLIST_VIEWS).optional(),
    status: z.enum(CDE_STATUSES).optional(),
    measure: z.string().regex(/^[0-9A-Za-z_-]{1,20}$/).optional(),
    skip: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
    take: z.coerce.number<number>().int().min(1).max(100).default(20),
  }),
};
export const diagnosisConsiderations = { params: idParams };
export const setDiagnosisStatus = {
  params: z.strictObject({ considerationId: uuid(), status: z.enum(DIAGNOSIS_STATUSES) }),
  body: z.strictObject({ attestation: text(1000).optional() }),
};

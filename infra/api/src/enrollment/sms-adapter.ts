/**
 * The patient app's texts go through the SMS provider. Until the provider module is wired in here,
 * this writes to the simulator's table (sms_texts), which is what the default provider does.
 */
import type { Db } from '../db/types';
import type { SmsSender } from './sms';

export function patientAppSms(db: Db): SmsSender {
  return {
    async send({ patientId, to, body }) {
      await db.query(`insert into sms_texts (phone, direction, body, patient_id) values ($1, 'to_phone', $2, $3)`, [to, body, patientId]);
    },
  };
}

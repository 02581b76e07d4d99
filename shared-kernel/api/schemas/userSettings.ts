/** Input schemas of the user settings calls (../userSettings.ts), one export per call, named as the call. */
import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../../domain/admin';
import { idParams, text, uuid } from './common';

const channel = z.enum(Object.keys(NOTIFICATION_CHANNELS) as [keyof typeof NOTIFICATION_CHANNELS]);
const choice = z.strictObject({ active: z.boolean(), channel });

export const settings = { params: idParams };

export const saveProfile = {
  params: idParams,
  body: z.strictObject({
    title: text(10).nullable(),
    firstName: text(100),
    lastName: text(100),
    suffix: text(20).nullable(),
    mobilePhone: text(40).nullable(),
  }),
};

export const changePassword = {
  params: idParams,
  body: z.strictObject({ currentPassword: text(200), newPassword: text(200) }),
};

export const notifications = { params: idParams, query: z.strictObject({ orgId: uuid().optional() }) };

export const saveNotifications = {
  params: idParams,
  body: z.strictObject({
    orgId: uuid(),
    allOrgs: z.boolean(),
    conversations: choice,
    tasks: choice,
    events: z.strictObject({ active: z.boolean(), channel, presetName: text(60).nullable().optional() }),
  }),
};

export const careTeams = { params: idParams };

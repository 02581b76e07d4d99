/**
 * The demo dataset's organisations and accounts (demo only; password 'hearth-demo' for all).
 * Plain data with stable ids, imported by the seeder, the start script (to print the accounts)
 * and the tests.
 */
import type { PermissionName } from '@hearth/shared-kernel/permissions';
import type { AppFlag } from '@hearth/shared-kernel/domain';

export const DEMO_PASSWORD = 'hearth-demo';

export const DEMO_ORGS = {
  riverside: { id: '27849ece-bb53-41d3-aa4b-046129aa07c9', name: 'Riverside Family Practice' },
  lakeside: { id: '41d38f49-c6fe-4bbf-ab93-5c94fc7272f0', name: 'Lakeside Health Center' },
} as const;
export type DemoOrgKey = keyof typeof DEMO_ORGS;

/** What a practising professional holds (SPEC §6 codes). */
export const PROFESSIONAL_SET: PermissionName[] = [
  'LOGIN', 'VIEW_PROGRAMS', 'VIEW_PATIENT', 'MODIFY_PATIENT', 'VIEW_PATIENT_DATA', 'VIEW_TASK', 'ADD_TASK',
  'MODIFY_TASK', 'SEND_MESSAGE', 'VIEW_USER_ROSTER', 'INITIATE_ENROLLMENT', 'INITIATE_VOICECALL',
  'VIEW_EVENT_NOTIFICATIONS', 'VIEW_MEDICAL_HISTORY', 'ACCESS_EVENT_TRIGGER', 'CAN_ACCESS_BROADCAST_MESSAGING',
  'VIEW_USER',
];

export interface DemoAccount {
  id: string;
  username: string;
  /** One line for the start script's list. */
  description: string;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  systemRole: 'Client Partner' | 'Hearth Administrator' | null;
  /** Role label and permissions per organisation. */
  orgs: { org: DemoOrgKey; role: string; permissions: PermissionName[] }[];
  /** Where SPEC §2 sends this user after login. */
  home: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: 'f9bd49ab-a146-4be1-a877-1e19a83f0be4',
    username: 'dr.chen',
    description: 'Physician, Riverside Family Practice → /professional/roster',
    email: 'dr.chen@riverside.example',
    title: 'Dr.',
    firstName: 'Mei',
    lastName: 'Chen',
    suffix: 'MD',
    systemRole: null,
    orgs: [{ org: 'riverside', role: 'Physician', permissions: [...PROFESSIONAL_SET, 'ADD_CDE_REQUEST', 'MODIFY_CDE_REQUEST', 'ADD_PATIENT'] }],
    home: '/professional/roster',
  },
  {
    id: 'c104059a-4259-4205-8ca7-b5e66525c2ca',
    username: 'nurse.kim',
    description: 'Case Manager in both organisations → /professional/dashboard',
    email: 'nurse.kim@lakeside.example',
    title: 'Ms.',
    firstName: 'Jiyoon',
    lastName: 'Kim',
    suffix: 'RN',
    systemRole: null,
    orgs: [
      { org: 'riverside', role: 'Case Manager', permissions: PROFESSIONAL_SET },
      { org: 'lakeside', role: 'Case Manager', permissions: PROFESSIONAL_SET },
    ],
    home: '/professional/dashboard',
  },
  {
    id: '3cf1ed05-7244-4f88-b2f8-2ef6ea43ea13',
    username: 'admin.ortiz',
    description: 'Practice administrator, Riverside → /programs/stayintouch/practice',
    email: 'admin.ortiz@riverside.example',
    title: 'Mr.',
    firstName: 'Luis',
    lastName: 'Ortiz',
    suffix: null,
    systemRole: null,
    orgs: [
      {
        org: 'riverside',
        role: 'Administrator',
        permissions: ['LOGIN', 'ACCESS_PROVIDER_ADMIN', 'VIEW_ORGANIZATION', 'MODIFY_ORGANIZATION', 'VIEW_USER', 'MODIFY_USER', 'ADD_USER', 'VIEW_AUDIT'],
      },
    ],
    home: '/programs/stayintouch/practice',
  },
  {
    id: '5cd7f974-1ba5-4f3d-83cb-dbf4a2021e5a',
    username: 'partner.lee',
    description: 'Client Partner, Riverside → /programs/stayintouch/tasks',
    email: 'partner.lee@hearth.example',
    title: 'Ms.',
    firstName: 'Grace',
    lastName: 'Lee',
    suffix: null,
    systemRole: 'Client Partner',
    orgs: [{ org: 'riverside', role: 'Client Partner', permissions: ['LOGIN', 'ACCESS_CLIENT_PARTNER', 'VIEW_TASK', 'VIEW_PATIENT_DATA'] }],
    home: '/programs/stayintouch/tasks',
  },
  {
    id: '85fd6434-5417-467c-b92b-77a8e1789950',
    username: 'root',
    description: 'Hearth Administrator, both organisations → /practice-admin',
    email: 'root@hearth.example',
    title: null,
    firstName: 'Hearth',
    lastName: 'Administrator',
    suffix: null,
    systemRole: 'Hearth Administrator',
    orgs: (['riverside', 'lakeside'] as const).map((org) => ({
      org,
      role: 'Hearth Administrator',
      permissions: [
        'LOGIN', 'ACCESS_HEARTH_ADMIN', 'VIEW_ORGANIZATION', 'MODIFY_ORGANIZATION', 'ADD_ORGANIZATION', 'VIEW_USER',
        'MODIFY_USER', 'ADD_USER', 'VIEW_AUDIT', 'ASSIGN_ADMIN_ROLE',
      ] as PermissionName[],
    })),
    home: '/practice-admin',
  },
  {
    id: '3186d0fa-cd38-425d-be55-486275af2996',
    username: 'dev.debug',
    description: 'Clinical Staff with the debugger, Riverside → /professional/roster',
    email: 'dev.debug@riverside.example',
    title: 'Mr.',
    firstName: 'Devon',
    lastName: 'Debug',
    suffix: null,
    systemRole: null,
    orgs: [{ org: 'riverside', role: 'Clinical Staff', permissions: [...PROFESSIONAL_SET, 'ACCESS_DEBUGGER'] }],
    home: '/professional/roster',
  },
  {
    id: '9b1e7c42-5d3a-4f86-a0c9-6e2b8d4f1a57',
    username: 'privacy.park',
    description: 'Privacy officer, Riverside: reads patients and the access report (VIEW_AUDIT) → /professional/roster',
    email: 'privacy.park@riverside.example',
    title: 'Ms.',
    firstName: 'Priya',
    lastName: 'Park',
    suffix: null,
    systemRole: null,
    // Reviews who opened which record: reads patients and the audit log, changes nothing.
    orgs: [{ org: 'riverside', role: 'Privacy Officer', permissions: ['LOGIN', 'VIEW_PROGRAMS', 'VIEW_PATIENT', 'VIEW_PATIENT_DATA', 'VIEW_USER_ROSTER', 'VIEW_AUDIT'] }],
    home: '/professional/roster',
  },
  ...(
    [
      ['review.first', 'First-level CDE reviewer', 'REVIEW_CDE_REQUEST_FIRST', '2f0c8a53-6b1e-4d4f-9a51-0c1f3e7b2a11', 'Rowan', 'Firth'],
      ['review.second', 'Second-level CDE reviewer', 'REVIEW_CDE_REQUEST_SECOND', '7a4d2e90-3c5b-4b8e-8f26-5d9e1a6c3b22', 'Selma', 'Secker'],
      ['review.full', 'CDE reviewer, both levels', 'REVIEW_CDE_REQUEST', 'c3e8f1a4-9d2b-4c7a-b153-8e4f2d6a9c33', 'Fulton', 'Reyes'],
    ] as const
  ).map(
    ([username, role, permission, id, firstName, lastName]): DemoAccount => ({
      id,
      username,
      description: `${role}, Riverside → /professional/roster (worklist: /professional/cde-review)`,
      email: `${username}@riverside.example`,
      title: null,
      firstName,
      lastName,
      suffix: null,
      systemRole: null,
      // Reviewers read patients and their quality considerations; they neither message nor enter data.
      // The full reviewer may also send an item back for update (MODIFY_CDE_REQUEST).
      orgs: [
        {
          org: 'riverside',
          role,
          permissions: ['LOGIN', 'VIEW_PROGRAMS', 'VIEW_PATIENT', 'VIEW_PATIENT_DATA', 'VIEW_USER_ROSTER', permission, ...(permission === 'REVIEW_CDE_REQUEST' ? (['MODIFY_CDE_REQUEST'] as const) : [])],
        },
      ],
      home: '/professional/roster',
    }),
  ),
];

export const demoAccount = (username: string): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  return account;
};

/** A mix of flags on and off, and one user who sees every flag (the bypass list). */
export const DEMO_FLAGS: Record<AppFlag, boolean> = {
  broadcastMessageWebappEnabled: true,
  dcVisitNoteUploadEnabled: false,
  diagnosisConsiderationsPage: true,
  primeAdtEncounterEnabled: true,
  relatedHistoryEnabled: true,
  upToDateEnabled: false,
};
export const DEMO_BYPASS_EMAILS = ['dev.debug@riverside.example'];

/**
 * Calls go through a provider interface. The only provider is a SIMULATOR (HEARTH_SIMULATORS=1)
 * that "rings" the provider's number and then bridges the patient's (nothing dials out); a real
 * provider would place both legs. Without it no call connects: each is logged as failed.
 */
export interface VoiceCallInput {
  /** 10 digits each. */
  providerNumber: string;
  patientNumber: string;
  providerName: string;
}

export interface VoiceProvider {
  connect(input: VoiceCallInput): Promise<{ status: 'connected' | 'failed' }>;
}

export const simulatorVoiceProvider: VoiceProvider = {
  async connect() {
    return { status: 'connected' };
  },
};

export const noVoiceProvider: VoiceProvider = {
  async connect() {
    return { status: 'failed' };
  },
};

/**
 * Calls go through a provider interface. The default SIMULATOR "rings" the provider's number and
 * then bridges the patient's (nothing dials out); a real provider would place both legs.
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

/** The demo SMS simulator's phones and texts. */

export interface SimulatedText {
  id: string;
  /** 'to_phone': sent by Hearth to the phone; 'from_phone': the phone's reply. */
  direction: 'to_phone' | 'from_phone';
  body: string;
  at: string;
}
export interface SimulatedPhone {
  /** 10 digits. */
  phone: string;
  texts: SimulatedText[];
  /** Marked unreachable on the simulator page: texts to it end undelivered and never show here. */
  unreachable: boolean;
}

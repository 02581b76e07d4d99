import { validateMessage, MESSAGE_ERROR_PREFIX } from './message';

describe('validateMessage', () => {
  it('needs a non-blank body', () => {
    expect(validateMessage({ body: 'Hello' })).toEqual([]);
    expect(validateMessage({ body: ' \n ' })).toEqual(['A message body is required.']);
    expect(validateMessage({})).toEqual(['A message body is required.']);
  });
  it('exports the error prefix', () => {
    expect(MESSAGE_ERROR_PREFIX).toBe('An error occurred: ');
  });
});

import { validateMessage } from './message';

describe('validateMessage', () => {
  it('needs a non-blank body', () => {
    expect(validateMessage({ body: 'Hello' })).toEqual([]);
    expect(validateMessage({ body: ' \n ' })).toEqual(['A message body is required.']);
    expect(validateMessage({})).toEqual(['A message body is required.']);
  });
  it('refuses a body that is not text, as a request from outside the UI may send', () => {
    expect(validateMessage({ body: 42 })).toEqual(['A message body is required.']);
    expect(validateMessage({ body: ['Hello'] })).toEqual(['A message body is required.']);
  });
});

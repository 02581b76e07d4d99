/** @jest-environment ./src/testing/native-environment.cjs */
import '../../testing/native-modules';
import { createTokenService } from './tokens';

describe('access tokens', () => {
  const tokens = createTokenService('a-test-secret-long-enough-for-hs256-signing', 60);
  const input = { professionalId: 'p-1', orgIds: ['o-1'], sessionId: 's-1' };

  test('a token verified once verifies again with the same claims, until it expires', async () => {
    let at = Date.now();
    const shortLived = createTokenService('a-test-secret-long-enough-for-hs256-signing', 1, () => at);
    const token = await shortLived.signAccess(input);
    const first = await shortLived.verifyAccess(token);
    expect(first).toMatchObject({ professionalId: 'p-1', orgIds: ['o-1'], sid: 's-1', typ: 'access' });
    expect(await shortLived.verifyAccess(token)).toEqual(first);
    // Within the 5 s tolerance past its expiry it still stands; past it, the remembered token is
    // refused like any other.
    at = (first.exp + 4) * 1000;
    expect(await shortLived.verifyAccess(token)).toEqual(first);
    at = (first.exp + 6) * 1000;
    await expect(shortLived.verifyAccess(token)).rejects.toThrow('Invalid token');
  });

  test('a token changed after its twin was verified is refused', async () => {
    const token = await tokens.signAccess(input);
    await tokens.verifyAccess(token);
    const [header, payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), orgIds: ['o-2'] })).toString('base64url');
    await expect(tokens.verifyAccess(`${header}.${other}.${signature}`)).rejects.toThrow('Invalid token');
    await expect(tokens.verifyAccess(`${token}x`)).rejects.toThrow('Invalid token');
  });

  test('the claims answered cannot be changed by a caller', async () => {
    const claims = await tokens.verifyAccess(await tokens.signAccess(input));
    expect(Object.isFrozen(claims)).toBe(true);
  });
});

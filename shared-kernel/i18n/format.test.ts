import { catalogueProblems, formatMessage, placeholdersOf } from './format';
import { languageOf } from './language';

describe('formatMessage', () => {
  it('fills arguments and leaves unknown ones visible', () => {
    expect(formatMessage('Hello {name}, from {practice}', { name: 'Ana' })).toBe('Hello Ana, from {practice}');
  });

  it('chooses plural forms by the language rules, exact matches first, # as the number', () => {
    const pattern = '{count, plural, =0 {No messages} one {# message} other {# messages}} waiting';
    expect(formatMessage(pattern, { count: 0 })).toBe('No messages waiting');
    expect(formatMessage(pattern, { count: 1 })).toBe('1 message waiting');
    expect(formatMessage(pattern, { count: 1200 })).toBe('1,200 messages waiting');
    expect(formatMessage('{n, plural, one {# mensaje} other {# mensajes}}', { n: 1200 }, 'es')).toBe('1200 mensajes');
  });

  it('selects and nests', () => {
    const pattern = '{who, select, team {Your care team at {practice}} other {Your care team}}';
    expect(formatMessage(pattern, { who: 'team', practice: 'Lakeside' })).toBe('Your care team at Lakeside');
    expect(formatMessage(pattern, { who: 'x' })).toBe('Your care team');
  });

  it('keeps apostrophes as text', () => {
    expect(formatMessage("Text 'Secure' to your care team's number")).toBe("Text 'Secure' to your care team's number");
  });

  it('throws on an unclosed brace rather than sending half a message', () => {
    expect(() => formatMessage('Hello {name')).toThrow('Unclosed');
  });
});

describe('catalogue checks', () => {
  it('lists arguments, nested ones included', () => {
    expect(placeholdersOf('{n, plural, one {# for {name}} other {#}} at {practice}')).toEqual(['n', 'name', 'practice']);
  });

  it('finds missing, extra and mismatched messages', () => {
    expect(catalogueProblems({ a: 'Hi {name}', b: 'Bye' }, { a: 'Hola {nombre}', c: 'x' })).toEqual(['a: arguments differ', 'b: missing', 'c: not in English']);
    expect(catalogueProblems({ a: 'Hi {name}' }, { a: 'Hola {name}' })).toEqual([]);
  });
});

describe('languageOf', () => {
  it('takes the first supported browser language, else English', () => {
    expect(languageOf(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(languageOf(['de'])).toBe('en');
    expect(languageOf([])).toBe('en');
  });
});

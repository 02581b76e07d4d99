// getComputedStyle answered again without recomputing while the document has not changed.
// Testing Library asks for the computed style of each element (and, for accessible names, of
// each node inside it) on every *ByRole query, and tests query the same unchanged page many
// times. jsdom already caches each element's cascaded declaration and drops that cache on any
// change to the document (an attribute, a child, a style sheet's text); this answers from the
// same cache's lifetime, so an answer is never older than jsdom's own.
const implSymbol = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
const documentImpl = implSymbol && document[implSymbol];

if (documentImpl && '_styleCache' in documentImpl) {
  const getComputedStyle = window.getComputedStyle;
  let generation = null; // jsdom's cache object (document._styleCache) the answers below belong to
  let answers = new WeakMap();
  window.getComputedStyle = function cachedGetComputedStyle(element, pseudoElement) {
    if (pseudoElement) return getComputedStyle.call(window, element, pseudoElement);
    const current = documentImpl._styleCache;
    if (current !== null && current === generation) {
      const answer = answers.get(element);
      if (answer) return answer;
    } else {
      answers = new WeakMap();
    }
    const answer = getComputedStyle.call(window, element);
    // Computing it created jsdom's cache if there was none: the answer belongs to that one.
    generation = documentImpl._styleCache;
    if (generation !== current) answers = new WeakMap();
    answers.set(element, answer);
    return answer;
  };
}

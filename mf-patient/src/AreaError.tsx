/** What the patient area shows when one of its screens throws: a clear message, not a blank page. */
export function AreaError() {
  return (
    <div className="pt-area">
      <section className="pt-screen pt-error" role="alert">
        <h1>Something went wrong</h1>
        <p>This part of Hearth is unavailable right now. Please try again in a moment.</p>
        <button type="button" className="pt-button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    </div>
  );
}

/** Where the store's products go when it did not answer: what failed, and a link to ask again. */
export function StoreRetry({ message, retryHref, testId }: { message: string; retryHref: string; testId: string }) {
  return (
    <div className="empty-state" role="alert" data-testid={testId}>
      <p className="m-0 font-semibold">{message}</p>
      <p className="mb-0 mt-3">
        <a href={retryHref} className="btn-primary">
          Try again
        </a>
      </p>
    </div>
  );
}

/** A list's page buttons: back to the page before, on while the server says more follow. */
export function Pager(props: {
  page: number;
  more: boolean;
  onPage: (page: number) => void;
  back: string;
  forward: string;
  label: string;
}) {
  const { page, more, onPage } = props;
  return (
    <div className="row">
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {props.back}
      </button>
      <span>{props.label}</span>
      <button type="button" className="button button--ghost" disabled={!more} onClick={() => onPage(page + 1)}>
        {props.forward}
      </button>
    </div>
  );
}

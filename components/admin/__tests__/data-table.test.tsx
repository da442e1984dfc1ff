/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from '../data-table';

type Fruit = { id: string; name: string; count: number };

const COLUMNS: Array<Column<Fruit>> = [
  { header: 'Fruit', rowHeader: true, cell: (fruit) => fruit.name },
  { header: 'Count', numeric: true, cell: (fruit) => fruit.count },
  { header: 'Id', className: 'break-all', cell: (fruit) => <code>{fruit.id}</code> },
];

const FRUITS: Fruit[] = [
  { id: 'f-1', name: 'Apple', count: 3 },
  { id: 'f-2', name: 'Pear', count: 12 },
];

describe('DataTable', () => {
  it('scrolls inside a named, focusable region; the caption names the table', () => {
    render(
      <DataTable
        label="Fruit table"
        caption="Fruit in stock"
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(fruit) => fruit.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Fruit table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Fruit in stock' })).toBeInTheDocument();
  });

  it('scopes the headers to their columns, and the row-header column to its rows', () => {
    render(<DataTable label="Fruit" columns={COLUMNS} rows={FRUITS} rowKey={(f) => f.id} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Fruit', 'col'],
      ['Count', 'col'],
      ['Id', 'col'],
    ]);
    const pear = screen.getByRole('row', { name: /Pear/ });
    expect(within(pear).getByRole('rowheader')).toHaveTextContent('Pear');
    expect(within(pear).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    expect(
      within(pear)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['12', 'f-2']);
  });

  it('gives a row its data attributes, so a test or tool can find it', () => {
    render(
      <DataTable
        label="Fruit"
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(f) => f.id}
        rowData={(f) => ({ 'data-fruit-id': f.id })}
      />,
    );
    expect(document.querySelector('tr[data-fruit-id="f-1"]')).toHaveTextContent('Apple');
  });

  it('says what it was told instead of an empty table', () => {
    render(
      <DataTable
        label="Fruit"
        columns={COLUMNS}
        rows={[]}
        rowKey={(f) => f.id}
        empty="No fruit today."
      />,
    );
    expect(screen.getByText('No fruit today.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the headers alone when there are no rows and nothing to say instead', () => {
    render(<DataTable label="Fruit" columns={COLUMNS} rows={[]} rowKey={(f) => f.id} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});

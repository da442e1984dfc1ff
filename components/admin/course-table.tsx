import type { CourseRow } from '@/lib/admin/client';
import { DataTable, type Column } from './data-table';

const COLUMNS: Array<Column<CourseRow>> = [
  { header: 'Course', rowHeader: true, cell: (row) => row.title },
  { header: 'Category', cell: (row) => row.category },
  { header: 'Classes', numeric: true, cell: (row) => row.classes },
  { header: 'Entitled', numeric: true, cell: (row) => row.entitled },
  { header: 'Started', numeric: true, cell: (row) => row.started },
  { header: 'Completed', numeric: true, cell: (row) => row.completed },
  { header: 'Completion rate', numeric: true, cell: (row) => row.completionRate },
];

/** The course analytics. */
export function CourseTable({ rows }: { rows: CourseRow[] }) {
  return (
    <DataTable
      label="Courses and their members"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ 'data-course-id': row.id })}
      empty="No courses in the catalog."
      minWidth="40rem"
    />
  );
}

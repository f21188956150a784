/*
 * The Mantine component CSS the dashboards and the report use beyond what main.tsx loads for every page (Paper,
 * Popover, Input… come first there): loaded with the dashboard and report routes only.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/List.css';

/*
 * The Mantine component CSS the import and export screens use beyond what main.tsx loads for every page: loaded with
 * these routes only.
 */
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';

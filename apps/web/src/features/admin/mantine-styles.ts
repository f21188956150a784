/*
 * The Mantine component CSS the staff's lab and user screens use beyond what main.tsx loads for every page (Paper,
 * Input… come first there): loaded with these routes only.
 */
import '@mantine/core/styles/Code.css';

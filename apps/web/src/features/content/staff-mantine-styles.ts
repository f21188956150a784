/*
 * The Mantine component CSS the staff's content screens use beyond what every page loads (Paper, Input, Badge,
 * Pagination, Modal… come first there): loaded with these routes only.
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/VisuallyHidden.css';

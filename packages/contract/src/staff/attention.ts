/**
 * A submitted response still queued this long after its submission (or staff's last edit of it) counts on the staff
 * home as one whose processing failed (D64): the worker takes a queued response within seconds and puts back one it
 * cannot read, and §2 tells labs processing "may take more than 15 minutes", so twice that is a fault, not a wait.
 */
export const PROCESSING_OVERDUE_MINUTES = 30;

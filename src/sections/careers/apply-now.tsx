import { useState } from "react";
import { ApplicationForm } from "./application-form";
import { ModalDialog } from "../../components/ui/modal-dialog";
import * as buttonStyles from "../../components/ui/button-link.module.css";
import * as styles from "./careers.module.css";
import { useText } from "../../hooks/use-text";

interface ApplyNowProps {
  /** Every open job title (data/careers/), for the form's position list. */
  positions: readonly string[];
  /** The posting's own title, preselected in the form. */
  position: string;
}

/** The Apply Now button and the "We're Hiring" dialog holding the application form. */
export function ApplyNow({ positions, position }: ApplyNowProps) {
  const t = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.applyButton}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("careers.applyNow")}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("careers.dialogTitle")}
        closeLabel={t("careers.closeDialog")}
      >
        <p className={styles.dialogIntro}>{t("careers.dialogIntro", { position })}</p>
        <ApplicationForm positions={positions} defaultPosition={position} />
      </ModalDialog>
    </>
  );
}

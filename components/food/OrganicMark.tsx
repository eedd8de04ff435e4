import styles from './OrganicMark.module.css';

interface OrganicMarkProps {
  title: string;
  logo: { src: string; alt: string };
  controlBodyLabel: string;
  controlBodyCode: string;
  /** The control body's name, once the owner has written it (content/site.yaml → organic). */
  controlBodyName?: string;
  /** «Limenta S.r.l., certificato n. …»: the operator's own certificate, once written. */
  operatorCertificate?: string;
  placeOfFarming: string;
}

/**
 * The EU organic logo with, right under it, the control body's code and where the agricultural
 * ingredients were farmed (Reg. UE 2018/848, art. 32 and annex V).
 */
export function OrganicMark({
  title,
  logo,
  controlBodyLabel,
  controlBodyCode,
  controlBodyName,
  operatorCertificate,
  placeOfFarming,
}: OrganicMarkProps) {
  return (
    <figure className={styles.mark}>
      <img
        className={styles.logo}
        src={logo.src}
        alt={logo.alt}
        width={150}
        height={100}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span>
          {controlBodyLabel}: {controlBodyName && `${controlBodyName} `}
          <span className={styles.code}>{controlBodyCode}</span>
        </span>
        {operatorCertificate && <span>{operatorCertificate}</span>}
        <span className={styles.code}>{placeOfFarming}</span>
      </figcaption>
    </figure>
  );
}

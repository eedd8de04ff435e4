import { legalPage } from '@/components/sections/LegalDocumentView';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/termini');

export default legalPage('/termini');

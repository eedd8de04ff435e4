import { aliasPage } from '@/components/sections/AliasRedirect';
import { aliasMetadata } from '@/lib/alias-metadata';

export const metadata = aliasMetadata('/termini-condizioni');

export default aliasPage('/termini-condizioni');

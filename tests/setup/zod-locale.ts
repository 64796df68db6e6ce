/** Tests that parse with the shared schemas see zod's French messages, as the app's entry points set them. */
import { setFrenchZodMessages } from '../../src/shared/zod-locale';

setFrenchZodMessages();

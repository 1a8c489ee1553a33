/** `npm run schema`: writes the JSON Schema files for editors (see schema/jsonSchema.ts). */
import { writeFileSync } from 'node:fs';
import { generateJsonSchemas } from '../../schema/jsonSchema';

for (const [file, content] of Object.entries(generateJsonSchemas())) {
  writeFileSync(file, content);
  console.log(`✔ wrote ${file}`);
}

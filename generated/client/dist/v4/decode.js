import { decodeWith } from "../runtime/decode.js";
const CODECS = {
  "Project": "keep"
};
function decode(name, value) {
  return decodeWith({ ref: name }, value, CODECS);
}
export {
  decode
};

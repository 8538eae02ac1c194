#pragma once

#include <QString>

#include <string>
#include <vector>

namespace trainyard::spec {

// The catalog's prose in the UI language. resources/catalog.json is data, which lupdate cannot read,
// so its descriptions are repeated in catalogtext.cpp, marked for translation; tst_catalog fails when
// the two lists differ. A text not in the list (a remote backend's own catalog) is returned as is.
QString catalogText(const std::string& english);

// Every catalog text that has a translation, in English.
std::vector<std::string> translatableCatalogTexts();

} // namespace trainyard::spec

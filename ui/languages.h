#pragma once

#include <QString>

#include <vector>

namespace trainyard::ui {

// A language the console is translated into. `code` is a locale name ("de", "pt_BR"); English, the
// source language, has "en".
struct Language {
    QString code;
    QString nativeName; // in that language: "Deutsch", "Português (Brasil)"
};

std::vector<Language> availableLanguages();

// Loads the console's translation and Qt's own (the buttons of Qt's dialogs and wizard) for `code`
// and installs them on the application, replacing any installed before. An empty `code` follows the
// system's preferred languages. Also makes that locale the default, so numbers and dates match the
// words. Returns the code in effect: "en" when no translation matches.
QString installTranslations(const QString& code);

} // namespace trainyard::ui

#pragma once

#include <QTranslator>

namespace trainyard::ui {

// The console's English plurals. A Qt plural is one source text, tr("%n line(s)", nullptr, n), whose
// forms a translation supplies; English, the source language, has no translation, so the console said
// "112 line(s)". This translator answers every plural message in English from its source text: a word
// followed by "(s)" or "(es)" loses the ending for one and takes it otherwise ("1 line", "2 lines",
// "3 matches"). Installed below every other translator, it also stands in for a plural a language has
// not translated yet, so no English .ts has to be kept in step with the sources.
class EnglishPlurals : public QTranslator {
    Q_OBJECT

public:
    using QTranslator::QTranslator;

    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }

    // `source` with each "word(s)" and "word(es)" resolved for n; other text as it is.
    static QString resolve(const QString& source, int n);
};

} // namespace trainyard::ui

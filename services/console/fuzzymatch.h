#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace trainyard::ui {

// How well a typed pattern matches a text, for the command palette: case-insensitive, the pattern's
// characters in order (a subsequence). Better kinds rank first whatever their other merits; within a
// kind, the higher `score` (earlier, tighter, shorter text) ranks first.
struct FuzzyMatch {
    enum Kind {
        Scattered, // "cnj" in "Cancel job": a subsequence with gaps
        Contiguous, // "ncel" in "Cancel job": a run of the text, not at a word's start
        Initials, // "cj" in "Cancel job": every character starts a word
        WordStart, // "job" in "Cancel job": a run starting a word
        Prefix, // "canc" in "Cancel job": the text's start
    };
    Kind kind = Scattered;
    int score = 0; // within the kind
    QList<int> positions; // indexes of the matched characters in the text, ascending

    // The rank as one number: higher is better.
    qint64 rank() const { return static_cast<qint64>(kind) * 1'000'000 + score; }
};

// nullopt when `pattern` is not a subsequence of `text`; an empty pattern matches everything (Prefix,
// nothing highlighted). Spaces in the pattern are ignored, so "cancel job" still finds "Cancel job…".
std::optional<FuzzyMatch> fuzzyMatch(QStringView pattern, QStringView text);

// Whether text[i] starts a word: the first character, one after a separator (space, punctuation,
// "_", "›"), a capital after a lower-case letter, or a digit after a letter.
bool isWordStart(QStringView text, qsizetype i);

// A menu or action text as shown: "&Cancel job…" → "Cancel job…", "R&&D" → "R&D", and without a
// "\t" shortcut suffix.
QString withoutAccelerators(const QString& text);

} // namespace trainyard::ui

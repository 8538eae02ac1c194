#pragma once

#include "appsettings.h"
#include "settingspage.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace trainyard::ui {

// The theme (applied at once) and the language (after a restart of the console).
class AppearancePage : public SettingsPage {
    Q_OBJECT

public:
    explicit AppearancePage(QWidget* parent = nullptr);

    Theme theme() const;
    void setTheme(Theme theme);
    QString language() const; // "" follows the system
    void setLanguage(const QString& code);
    void apply() override;
    bool languageChanged() const { return language() != m_startLanguage; }

    QComboBox* themeBox() const { return m_theme; }
    QComboBox* languageBox() const { return m_language; }
    QPushButton* restartButton() const { return m_restart; }

signals:
    // "Restart now": store everything, then start the console again.
    void restartRequested();

private:
    void updateLanguageNote();

    QString m_startLanguage; // in effect since the console started
    QComboBox* m_theme;
    QComboBox* m_language;
    QLabel* m_languageNote;
    QPushButton* m_restart;
};

} // namespace trainyard::ui

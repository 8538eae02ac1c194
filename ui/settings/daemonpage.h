#pragma once

#include "appsettings.h"
#include "settingspage.h"

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace trainyard::ui {

// How the console starts its local daemon: replica slots, GPUs, interpreter, resource sample rate.
class DaemonPage : public SettingsPage {
    Q_OBJECT

public:
    explicit DaemonPage(QWidget* parent = nullptr);

    DaemonSettings settings() const; // as edited
    void setSettings(const DaemonSettings& settings);
    QString problem() const override;
    void apply() override;
    // Whether apply() stored settings unlike those stored before.
    bool changed() const { return settings() != m_stored; }

    QSpinBox* slotsBox() const { return m_slots; }
    QLineEdit* gpusEdit() const { return m_gpus; }
    QLineEdit* interpreterEdit() const { return m_interpreter; }
    QDoubleSpinBox* sampleRateBox() const { return m_sampleRate; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void browse();
    void check();

    DaemonSettings m_stored;
    QSpinBox* m_slots;
    QLineEdit* m_gpus;
    QLabel* m_gpusProblem;
    QLineEdit* m_interpreter;
    QPushButton* m_browse;
    QLabel* m_interpreterProblem;
    QDoubleSpinBox* m_sampleRate;
};

} // namespace trainyard::ui
